import { Picture } from '../../lib/Picture';
import styles from './ProductGallery.module.css';

export interface GalleryImage {
  id: string;
  url: string;
  alt: string;
}

/** "Imagen 2 de 3": the name of a picture's control, and the strip's position, for the keyboard and screen readers. */
export function imagePosition(index: number, count: number): string {
  return `Imagen ${index + 1} de ${count}`;
}

/**
 * The product's pictures: a swipeable strip (CSS scroll snap, no script) with a numbered link to each picture. The
 * strip is a focusable, named region, so a keyboard user scrolls it with the arrow keys (axe's
 * scrollable-region-focusable); each link is named "Imagen 2 de 3". The first picture is the page's largest paint:
 * it is preloaded.
 */
export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  if (images.length === 0) return <div className={`gallery ${styles.galleryEmpty}`} aria-hidden="true" />;
  const several = images.length > 1;
  return (
    <div className="gallery">
      <ul
        className={`snap-strip ${styles.galleryStrip}`}
        aria-label={`Fotos de ${name}`}
        tabIndex={several ? 0 : undefined}
        data-testid="gallery-strip"
      >
        {images.map((image, index) => (
          <li key={image.id} id={`foto-${index + 1}`} className={styles.gallerySlide}>
            <Picture
              src={image.url}
              alt={image.alt || (several ? `${name}, ${imagePosition(index, images.length).toLowerCase()}` : name)}
              width={800}
              height={800}
              sizes="(max-width: 767px) 100vw, 448px"
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
      {several && (
        <nav aria-label="Elegir imagen">
          <ol className={styles.galleryDots}>
            {images.map((image, index) => (
              <li key={image.id}>
                <a href={`#foto-${index + 1}`} aria-label={imagePosition(index, images.length)}>
                  {index + 1}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </div>
  );
}
