/** A property as the booking dialog needs it: plain data embedded in the page at build time. */
export interface BookingProperty {
  id: string;
  title: string;
  location: string;
  /** Capacity: the most guests a request may name. */
  guests: number;
  /** The first photo, small. */
  thumbnail: { src: string; alt: string };
}
