import { inject } from 'vitest';
import { describeJourneys } from './describe-journeys';
import { launchWebKit } from './webkit-driver';

describeJourneys('WebKitGTK', (baseUrl) => launchWebKit(baseUrl, inject('webkitDriverUrl')));
