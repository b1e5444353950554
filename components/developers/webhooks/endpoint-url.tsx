/** An endpoint's URL, read left to right and broken anywhere so a long one never widens the page. */
export function EndpointUrl({ url, className = "" }: { url: string; className?: string }) {
  return (
    <bdi dir="ltr" className={`latin break-all ${className}`}>
      {url}
    </bdi>
  );
}
