import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Button } from "../ui/Button";
import { Picture } from "../ui/Picture";
import * as cardStyles from "../ui/Card.module.css";
import * as teaserStyles from "../ui/TeaserCard.module.css";
import * as styles from "./ProductCard.module.css";

export interface ProductCardProps {
  /** Also the list key. */
  id: string;
  name: string;
  summary: string;
  /** The button's text, naming the product, so each link says where it goes. */
  linkText: string;
  to: string;
  image?: IGatsbyImageData;
  imageAlt: string;
  loading?: "eager" | "lazy";
}

/** One product on /products: picture, name, what it is for, and the way to its page. */
export function ProductCard({
  name,
  summary,
  linkText,
  to,
  image,
  imageAlt,
  loading,
}: ProductCardProps) {
  return (
    <article className={cardStyles.card}>
      {image && (
        <Picture image={image} alt={imageAlt} className={teaserStyles.image} loading={loading} />
      )}
      <div className={teaserStyles.body}>
        <h2 className={styles.name}>{name}</h2>
        <p className={styles.summary}>{summary}</p>
        <Button link to={to} type="secondary" textButton={linkText} />
      </div>
    </article>
  );
}

/**
 * The product cards as a list, two or three to a row on wide screens. The first card's picture
 * is on a phone's first screen and is then the page's largest paint, so it is fetched at once and
 * first; lazy, it waited for layout (Lighthouse put 1.5 s of "load delay" on /ar/products/).
 */
export function ProductGrid({ products }: { products: readonly ProductCardProps[] }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard {...product} loading={index === 0 ? "eager" : "lazy"} />
        </li>
      ))}
    </ul>
  );
}
