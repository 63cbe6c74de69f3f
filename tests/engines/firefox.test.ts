import { describeJourneys } from './describe-journeys';
import { launchFirefox } from './firefox-driver';

describeJourneys('Firefox ESR', launchFirefox);
