import { Picture } from '../../lib/Picture';

export interface GalleryImage {
  id: string;
  url: string;
  alt: string;
}

/**
 * The product's pictures: a swipeable strip (CSS scroll snap, no script) with numbered links to each picture.
 * The first picture is the page's largest paint: it is preloaded.
 */
export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  if (images.length === 0) return <div className="gallery gallery-empty" aria-hidden="true" />;
  return (
    <div className="gallery">
      <ul className="gallery-strip" aria-label={`Fotos de ${name}`}>
        {images.map((image, index) => (
          <li key={image.id} id={`foto-${index + 1}`} className="gallery-slide">
            <Picture
              src={image.url}
              alt={image.alt || `${name}, foto ${index + 1}`}
              width={800}
              height={800}
              sizes="(max-width: 767px) 100vw, 448px"
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <ol className="gallery-dots" aria-label="Elegir foto">
          {images.map((image, index) => (
            <li key={image.id}>
              <a href={`#foto-${index + 1}`} aria-label={`Ver foto ${index + 1} de ${images.length}`}>
                {index + 1}
              </a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
