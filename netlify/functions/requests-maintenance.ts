// Scheduled every minute: the owner told of the requests not notified yet, the requests past their time deleted, the
// past days' counts and the cancelled stays the build no longer carries let go. The function has no URL.
import type { Config } from '@netlify/functions';
import { deployedMaintenance, maintainRequests } from '../../src/features/requests/server';

export default async (): Promise<Response> => {
  const summary = await maintainRequests(deployedMaintenance());
  if (summary.notified || summary.stillPending || summary.deleted)
    console.log(
      `requests: ${summary.notified} notified, ${summary.stillPending} still to notify, ${summary.deleted} deleted`,
    );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '* * * * *' };
