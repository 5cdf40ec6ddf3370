/** The time, asked for rather than read: tests move it to expire links and leases without sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
