import type { ProductCardModel } from './product-card';

/** A product shown in a host's home: from its search hit when there is one, else name and option. */
export function ProductCard({ product }: { product: ProductCardModel }) {
  const body = (
    <>
      {product.image ? (
        <img
          className="rove-host-product__image"
          src={product.image}
          width={160}
          height={160}
          loading="lazy"
          alt=""
        />
      ) : (
        <span className="rove-host-product__image" aria-hidden="true" />
      )}
      <span className="rove-host-product__text">
        <span className="rove-host-product__name">{product.name}</span>
        {product.option && <span className="rove-host-product__option">{product.option}</span>}
        {product.price && (
          <span className="rove-host-product__price">
            {product.memberPrice ? (
              <>
                <s>{product.price}</s> <strong>MEMBER {product.memberPrice}</strong>
              </>
            ) : (
              product.price
            )}
          </span>
        )}
      </span>
    </>
  );
  return (
    <li className="rove-host-product">
      {product.href ? (
        <a className="rove-host-product__link" href={product.href}>
          {body}
        </a>
      ) : (
        <div className="rove-host-product__link">{body}</div>
      )}
    </li>
  );
}
