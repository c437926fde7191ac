import { useDocumentTitle } from '../../../lib/use-document-title';
import { FeatureCardsSection } from './feature-cards-section';
import { FinalCtaSection } from './final-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { SamplePostsSection } from './sample-posts-section';
import { TestimonialsSection } from './testimonials-section';

export function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <HeroSection />
      <FeatureCardsSection />
      <HowItWorksSection />
      <SamplePostsSection />
      <TestimonialsSection />
      <FinalCtaSection />
    </>
  );
}

export default LandingPage;
