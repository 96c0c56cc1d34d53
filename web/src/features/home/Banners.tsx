import { Picture } from '../../lib/Picture';
import styles from './Banners.module.css';

export interface Banner {
  id: string;
  href: string;
  image: string;
  alt: string;
  caption?: string | null;
}

/**
 * The home's banners: the first one large (the page's largest paint, preloaded), the others in a strip that
 * scrolls sideways on a phone (CSS scroll snap, no script).
 */
export function Banners({
  banners,
  label,
  priority = false,
}: {
  banners: Banner[];
  label: string;
  priority?: boolean;
}) {
  if (banners.length === 0) return null;
  return (
    <section className={styles.banners} aria-label={label}>
      <ul className={`snap-strip ${styles.bannerStrip}`}>
        {banners.map((banner, index) => (
          <li key={banner.id} className={styles.banner}>
            <a href={banner.href} className={styles.bannerLink}>
              <Picture
                src={banner.image}
                alt={banner.alt}
                width={1200}
                height={400}
                sizes={index === 0 ? '(max-width: 1200px) 100vw, 1200px' : '(max-width: 767px) 100vw, 300px'}
                priority={index === 0 && priority}
              />
              {banner.caption && (
                <span className={styles.bannerCaption} data-testid="banner-caption">
                  {banner.caption}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
