// An image kept in R2 and served at /media/<key>. Its width and height always come with it, so
// the page keeps its layout while it loads; unless told otherwise it loads lazily and decodes
// off the main thread.
import type { ImgHTMLAttributes } from "react";
import type { SiteImage } from "~/server/public-media.server";

type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height"> & { image: SiteImage };

export function MediaImage({ image, alt = image.alt, loading = "lazy", decoding = "async", ...rest }: MediaImageProps) {
  return <img src={`/media/${image.key}`} alt={alt} width={image.width} height={image.height} loading={loading} decoding={decoding} {...rest} />;
}
