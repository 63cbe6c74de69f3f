/**
 * The 'Load more' button's two labels, both always there and one hidden (load-more.css), so
 * starting or ending a load never changes the button's width and nothing around it moves.
 * The hidden one is out of the accessible name.
 */
export function LoadMoreLabels(props: { busy: boolean; more: string; loading: string }) {
  return (
    <>
      <span className="rove-load-more__label" aria-hidden={props.busy}>
        {props.more}
      </span>
      <span className="rove-load-more__label" aria-hidden={!props.busy}>
        <span className="rove-spinner" aria-hidden="true" />
        <span className="rove-load-more__text">{props.loading}</span>
      </span>
    </>
  );
}
