// Types of bogota-time.mjs.

export function formatBogotaTime(iso: string): string;
