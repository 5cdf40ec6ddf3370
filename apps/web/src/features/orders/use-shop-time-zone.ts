import { useQuery } from '@tanstack/react-query';
import { shopQuery } from '../../lib/shop';

/** The shop's time zone (`GET /api/shop`), once known: meeting times are written in it. */
export function useShopTimeZone(): string | undefined {
  return useQuery(shopQuery()).data?.timeZone;
}
