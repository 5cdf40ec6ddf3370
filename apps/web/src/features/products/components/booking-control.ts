import type { Product } from '@refocus/contract';
import type { ComponentType } from 'react';

/**
 * The Book now control a product screen shows. Booking is the orders feature's; features do
 * not import each other, so the app composes the two (app/routes).
 */
export type BookingControl = ComponentType<{ product: Product; className?: string }>;
