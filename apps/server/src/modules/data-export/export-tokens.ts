import { LinkTokens } from '../../shared/link-tokens.js';

/** How long an e-mailed download link works (issue 46 item 6). */
export const EXPORT_LINK_MS = 24 * 3_600_000;

/** An export's id: it names the file, so it is checked before it goes near the disk. */
export const EXPORT_ID = /^[0-9a-f]{32}$/;

/** What a download link names: the export, and until when it may be downloaded. */
export interface ExportLink {
  exportId: string;
  expiresAt: Date;
}

/**
 * The token of a download link: `<export id>.<expiry, seconds>.<HMAC>`, the HMAC over the
 * person's id too, so a link is valid only for the person signed in (decision 062) and its
 * expiry cannot be moved. Nothing is stored: the link carries what the server needs.
 */
export class ExportTokens {
  private readonly tokens: LinkTokens;

  constructor(secret: Uint8Array) {
    this.tokens = new LinkTokens(secret, 'data-export');
  }

  sign(userId: string, { exportId, expiresAt }: ExportLink): string {
    const expiry = String(Math.floor(expiresAt.getTime() / 1000));
    return `${exportId}.${expiry}.${this.tokens.sign(userId, exportId, expiry)}`;
  }

  /** The export the token names when it was made for `userId`; undefined for any other token. */
  read(token: string, userId: string): ExportLink | undefined {
    const [exportId, expiry, mac, ...rest] = token.split('.');
    if (rest.length > 0 || !exportId || !expiry || !mac) return undefined;
    if (!EXPORT_ID.test(exportId) || !/^[0-9]{1,12}$/.test(expiry)) return undefined;
    if (!this.tokens.verify(mac, userId, exportId, expiry)) return undefined;
    return { exportId, expiresAt: new Date(Number(expiry) * 1000) };
  }
}
