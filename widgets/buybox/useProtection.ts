import { useEffect, useState } from 'react';
import { logOnce } from '../../core/log';
import { useRequestRunner } from '../shared/use-store';
import { requestProtectionOffers } from './protection-api';
import { offerToSend, type ModelOffers } from './protection.logic';

export interface UseProtection {
  /** The offers to show (the last answered ones), or null: no group. */
  offers: ModelOffers | null;
  /** The shown offers belong to the previous model while the current model's are on the way. */
  busy: boolean;
  /**
   * The first offers are on the way (nothing answered yet): the view holds the group's place,
   * so add to cart does not move down when they arrive.
   */
  pending: boolean;
  /** The chosen offer id; '' is 'No protection'. */
  chosen: string;
  choose: (id: string) => void;
  /** What add to cart sends as `protection`. */
  toSend: string | null;
}

/**
 * Protection offers for the chosen model: asked again at each model change, a reply for an
 * older model is dropped (its request is aborted and its answer ignored), a failed or
 * malformed reply hides the group (logged once).
 */
export function useProtection(input: {
  nid: number;
  title: string;
  model: string | null;
  eligible: boolean;
  basePath: string;
}): UseProtection {
  const { nid, title, model, eligible, basePath } = input;
  // undefined until a first request is answered (or found not needed): only that one is waited for.
  const [answered, setAnswered] = useState<ModelOffers | null>();
  const [chosen, setChosen] = useState('');

  // Latest wins: a newer model's request aborts the older one, whose answer is then stale.
  const requests = useRequestRunner();

  useEffect(() => {
    if (!eligible || model === null) {
      requests.abort(); // an answer on its way no longer applies
      setAnswered(null);
      return;
    }
    void requests
      .latest((signal) => requestProtectionOffers({ title, nid, model }, { basePath, signal }))
      .then((asked) => {
        if (!asked.current) return;
        const reply = asked.value;
        if (!reply.ok) {
          logOnce(
            'warn',
            'buybox:protection',
            `protection offers unavailable (${reply.error.message}); none shown`,
          );
          setAnswered(null);
          return;
        }
        setAnswered({ model, offers: reply.data });
        // A plan with the same id for the new model stays chosen; otherwise back to none.
        setChosen((current) => (reply.data.some((offer) => offer.id === current) ? current : ''));
      });
  }, [nid, title, model, eligible, basePath, requests]);

  const shown = eligible && answered && answered.offers.length > 0 ? answered : null;
  return {
    offers: shown,
    busy: shown !== null && shown.model !== model,
    pending: eligible && model !== null && answered === undefined,
    chosen,
    choose: setChosen,
    toSend: offerToSend(shown, model, chosen),
  };
}
