import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { Delivery } from './Delivery';
import { useDropServerFallback } from '../shared/element/drop-server-fallback';
import deliveryCss from './delivery.css?raw';
import { useDelivery } from './useDelivery';

/** Attributes of <rove-delivery> (see README.md). */
export interface DeliveryAttributes extends ElementProps {
  /** The product's node id. */
  nid?: number;
}

function ConnectedDelivery({ nid = 0, container }: DeliveryAttributes) {
  const settings = getSettings();
  useDropServerFallback(container, 'rove-delivery');
  const { state, openDialog, closeDialog, setPostal, submit, t } = useDelivery({
    nid,
    country: settings.country,
    locale: settings.locale,
    basePath: settings.basePath,
    host: container,
  });
  return (
    <Delivery
      {...state}
      text={{
        button: state.label ? t('deliverTo', { label: state.label }) : t('deliverToNowhere'),
        title: t('deliveryDialogTitle'),
        intro: t('deliveryDialogIntro'),
        inputLabel: settings.country === 'US' ? t('zipCodeLabel') : t('postalCodeLabel'),
        submit: t('checkDelivery'),
        busy: t('checkingDelivery'),
        close: t('close'),
      }}
      onOpen={openDialog}
      onClose={closeDialog}
      onPostalChange={setPostal}
      onSubmit={() => void submit()}
    />
  );
}

/** The <rove-delivery> element class (no side effects: define.ts registers it). */
export function createDeliveryElement(): CustomElementConstructor {
  return createRoveElement<DeliveryAttributes>('rove-delivery', ConnectedDelivery, {
    props: { nid: 'number' },
    styles: { 'rove-delivery': deliveryCss },
  });
}
