import { usePageTitle } from '../../../lib/use-page-title';
import { Hero } from '../components/hero';
import { LatestCameras } from '../components/latest-cameras';
import { PromoSection } from '../components/promo-section';

export default function HomeRoute() {
  usePageTitle();
  return (
    <>
      <Hero />
      <LatestCameras />
      <PromoSection />
    </>
  );
}
