/** Text put into HTML (a mail's body, a page the server writes): every character that could open markup escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
