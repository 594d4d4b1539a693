import { createRoot } from 'react-dom/client';
import type { BookingProperty } from '../../../lib/booking';
import ChatDialog from './ChatDialog';

/** Renders the assistant's dialog into `host`; called once, the first time a visitor opens it. */
export function mountChatDialog(host: HTMLElement, properties: BookingProperty[]): void {
  createRoot(host).render(<ChatDialog properties={properties} />);
}
