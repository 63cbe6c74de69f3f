import { useState } from 'react';
import { formatMoney } from '../../core/money';
import { getSettings } from '../../core/settings/settings';
import { Buybox } from './Buybox';
import { buyboxText } from './buybox-text';
import { buyboxDialogs, prefetchBuyboxDialogs } from './dialogs-on-demand';
import { priceLines } from './price.logic';
import type { ProductData } from './product-data';
import type { ProductExtras } from './product-extras';
import { protectionEligible } from './protection.logic';
import { ProtectionOffers } from './ProtectionOffers';
import { pagePriceSettings, useBuybox } from './useBuybox';
import { useCoverUpsell } from './useCoverUpsell';
import { useProtection } from './useProtection';

export interface ConnectedBuyboxProps {
  nid: number;
  data: ProductData;
  extras: ProductExtras;
  container: HTMLElement | undefined;
}

/**
 * <rove-buybox> with everything joined: the buy box's state, protection offers for the chosen
 * model, the outdoor-cover upsell, and its dialogs (notify me, the cover; what's covered comes with the offers).
 */
export function ConnectedBuybox({ nid, data, extras, container }: ConnectedBuyboxProps) {
  const settings = getSettings();
  const { locale, basePath, currency } = settings;
  const box = useBuybox(nid, data, extras, container);
  const protection = useProtection({
    nid,
    title: extras.title,
    model: box.model,
    eligible: protectionEligible({
      country: settings.country,
      model: box.model,
      stock: box.stock,
      restricted: box.restrictedPostal !== null,
    }),
    basePath,
  });
  const upsell = useCoverUpsell({
    cover: extras.outdoorCover,
    cartPhase: box.cartPhase,
    basePath,
    host: container,
  });
  // The control each dialog gives focus back to when it closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const text = buyboxText(locale);
  const summary = box.groups.flatMap((group) => {
    const option = group.options.find((o) => o.oid === box.selection[group.aid]);
    return option ? [`${group.label}: ${option.name}`] : [];
  });
  const cover = extras.outdoorCover;
  // A dialog opens only once this chunk has arrived (dialogs-on-demand.ts).
  const dialogs = buyboxDialogs.current();

  return (
    <Buybox
      locale={locale}
      groups={box.groups}
      selection={box.selection}
      visible={box.visible}
      model={box.model}
      stock={box.stock}
      price={box.price}
      finalSale={box.finalSale}
      inStockOnly={box.inStockOnly}
      restrictedPostal={box.restrictedPostal}
      qty={box.qty}
      cartPhase={box.cartPhase}
      notice={upsell.added && cover ? text.coverAdded(cover.title) : ''}
      onSelect={box.select}
      onInStockOnly={box.setInStockOnly}
      onQty={box.setQty}
      onAddToCart={(button) => {
        setOpener(button);
        if (box.add(protection.toSend)) upsell.pressed();
      }}
      onNotifyMe={(button) => {
        setOpener(button);
        box.openNotify();
      }}
      onReachNotifyMe={prefetchBuyboxDialogs}
      protection={
        protection.offers ? (
          <ProtectionOffers
            offers={protection.offers.offers}
            chosen={protection.chosen}
            busy={protection.busy}
            costs={Object.fromEntries(
              protection.offers.offers.map((offer) => [
                offer.id,
                formatMoney(offer.cost, currency),
              ]),
            )}
            text={text.protection}
            onChoose={protection.choose}
            coverage={{
              request: {
                path: 'ajax/uc_mulberry/modal',
                query: {
                  ajax: '1',
                  hide_title: '1',
                  nid: String(nid),
                  model: protection.offers.model,
                },
                basePath: settings.basePath,
              },
              text: text.coverage,
            }}
          />
        ) : (
          protection.pending && <div className="rove-buybox__protection" />
        )
      }
    >
      {dialogs && box.notifyPhase !== 'closed' && (
        <dialogs.NotifyDialog
          phase={box.notifyPhase}
          summary={summary}
          initialQty={box.qty}
          emailError={box.notifyError}
          returnFocusTo={opener}
          onEmailInput={box.editNotifyEmail}
          onSubmit={box.submitNotify}
          onClose={box.closeNotify}
          text={text.notify}
        />
      )}
      {dialogs && cover && upsell.phase !== 'closed' && (
        <dialogs.CoverUpsellDialog
          cover={cover}
          price={priceLines({ p: cover.price, ori: null }, pagePriceSettings(settings))}
          adding={upsell.phase === 'adding'}
          failed={upsell.phase === 'failed'}
          returnFocusTo={opener}
          onAdd={upsell.addCover}
          onDismiss={upsell.dismiss}
          text={text.upsell}
        />
      )}
    </Buybox>
  );
}
