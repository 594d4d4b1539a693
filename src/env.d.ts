interface ImportMetaEnv {
  /** Business WhatsApp number, digits with country code 40 (e.g. 40741234567). */
  readonly PUBLIC_WHATSAPP_NUMBER?: string;
  /** Address of the page the 'Tur Virtual 3D' dialog embeds. */
  readonly PUBLIC_VIRTUAL_TOUR_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
