export function isTrackingParam(name: string): boolean;
export function withoutTracking(query: string): string;
