import { useState } from 'react';
import { productMessages } from '../../core/i18n/product';
import { translate } from '../../core/i18n/translate';
import { formatMoney } from '../../core/money';
import { getSettings } from '../../core/settings/settings';
import { Buybox } from './Buybox';
import { buyboxText, type BuyboxText } from './buybox-text';
import { buyboxDialogs, prefetchBuyboxDialogs } from './dialogs-on-demand';
import { priceLines } from './price.logic';
import type { ProductData } from './product-data';
import type { ProductExtras } from './product-extras';
import { ProtectionOffers } from './ProtectionOffers';
import { pagePriceSettings, useBuybox, type UseBuybox } from './useBuybox';

export interface ConnectedBuyboxProps {
  nid: number;
  data: ProductData;
  extras: ProductExtras;
  container: HTMLElement | undefined;
}

/**
 * <rove-buybox> with everything joined: the buy box's machine, protection offers for the chosen
 * model, the outdoor-cover upsell, and its dialogs (notify me, the cover; what's covered comes
 * with the offers). Every control tells the machine what happened; nothing here decides.
 */
export function ConnectedBuybox({ nid, data, extras, container }: ConnectedBuyboxProps) {
  const { locale } = getSettings();
  const box = useBuybox(nid, data, extras, container);
  const { state, send } = box;
  // The control each dialog gives focus back to when it closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const text = buyboxText(locale);
  const cover = extras.outdoorCover;

  return (
    <Buybox
      {...box}
      locale={locale}
      notice={state.coverAdded && cover ? text.coverAdded(cover.title) : ''}
      onSelect={(aid, oid) => send({ type: 'option-selected', aid, oid })}
      onInStockOnly={(value) => send({ type: 'in-stock-only-toggled', value })}
      onQty={(qty) => send({ type: 'qty-changed', qty })}
      onAddToCart={(button) => {
        setOpener(button);
        send({ type: 'add-pressed' });
      }}
      onNotifyMe={(button) => {
        setOpener(button);
        send({ type: 'notify-pressed' });
      }}
      onReachNotifyMe={prefetchBuyboxDialogs}
      protection={<BuyboxProtection nid={nid} box={box} text={text} />}
    >
      <BuyboxDialogs box={box} extras={extras} opener={opener} text={text} />
    </Buybox>
  );
}

/** The offers for the chosen model, or the group's place held until the first answer. */
function BuyboxProtection({ nid, box, text }: { nid: number; box: UseBuybox; text: BuyboxText }) {
  const { basePath, currency } = getSettings();
  const { offers, busy, pending } = box.protection;
  if (!offers) return pending ? <div className="rove-buybox__protection" /> : null;
  return (
    <ProtectionOffers
      offers={offers.offers}
      chosen={box.state.chosenOffer}
      busy={busy}
      costs={Object.fromEntries(
        offers.offers.map((offer) => [offer.id, formatMoney(offer.cost, currency)]),
      )}
      text={text.protection}
      onChoose={(id) => box.send({ type: 'offer-chosen', id })}
      coverage={{
        request: {
          path: 'ajax/uc_mulberry/modal',
          query: { ajax: '1', hide_title: '1', nid: String(nid), model: offers.model },
          basePath,
        },
        text: text.coverage,
      }}
    />
  );
}

/** The dialogs the machine has open, once their chunk is here (dialogs-on-demand.ts). */
function BuyboxDialogs(props: {
  box: UseBuybox;
  extras: ProductExtras;
  opener: HTMLElement | null;
  text: BuyboxText;
}) {
  const { box, opener, text } = props;
  const { state, send } = box;
  const settings = getSettings();
  const dialogs = buyboxDialogs.current();
  const cover = props.extras.outdoorCover;
  if (!dialogs) return null;
  const notify = state.notify;
  const summary = box.groups.flatMap((group) => {
    const option = group.options.find((o) => o.oid === box.selection[group.aid]);
    return option ? [`${group.label}: ${option.name}`] : [];
  });
  const coverShown =
    state.cover === 'offered' || state.cover === 'adding' || state.cover === 'failed';
  return (
    <>
      {notify !== 'closed' && notify !== 'loading' && (
        <dialogs.NotifyDialog
          phase={notify}
          summary={summary}
          initialQty={box.qty}
          emailError={
            state.emailRefused ? translate(productMessages, 'invalidEmail', settings.locale) : null
          }
          returnFocusTo={opener}
          onEmailInput={() => send({ type: 'notify-email-edited' })}
          onSubmit={box.submitNotify}
          onClose={() => send({ type: 'notify-closed' })}
          text={text.notify}
        />
      )}
      {cover && coverShown && (
        <dialogs.CoverUpsellDialog
          cover={cover}
          price={priceLines({ p: cover.price, ori: null }, pagePriceSettings(settings))}
          adding={state.cover === 'adding'}
          failed={state.cover === 'failed'}
          returnFocusTo={opener}
          onAdd={() => send({ type: 'cover-add-pressed' })}
          onDismiss={() => send({ type: 'cover-dismissed' })}
          text={text.upsell}
        />
      )}
    </>
  );
}
