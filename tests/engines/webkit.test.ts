import { describeJourneys } from './describe-journeys';
import { launchWebKit } from './webkit-driver';

describeJourneys('WebKitGTK', launchWebKit);
