// The requests a site server recorded, read as the owner's inbox reads them: GET /api/requests, signed in with the
// fake GitHub's owner token.
import type { APIRequestContext } from '@playwright/test';
import { OWNER_TOKEN } from './fake-github';

/** A request as the inbox's list gives it (the fields the journeys read). */
export interface ListedRequest {
  reference: string;
  propertyId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  name: string;
  phone: string;
  language: string;
  total: number | null;
  shownStatus: string;
  holders: unknown[];
}

/** Every request `site` has recorded, newest first. */
export async function recordedRequests(request: APIRequestContext, site: string): Promise<ListedRequest[]> {
  const answer = await request.get(`${site}/api/requests`, { headers: { authorization: `Bearer ${OWNER_TOKEN}` } });
  if (!answer.ok()) throw new Error(`GET ${site}/api/requests answered ${answer.status()}: ${await answer.text()}`);
  return ((await answer.json()) as { requests: ListedRequest[] }).requests;
}

/** The requests `site` recorded under `reference`: one, once it has it. */
export async function recordedAs(
  request: APIRequestContext,
  site: string,
  reference: string,
): Promise<ListedRequest[]> {
  return (await recordedRequests(request, site)).filter((recorded) => recorded.reference === reference);
}
