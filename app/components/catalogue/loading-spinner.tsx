// A thin ring over a list that is loading; the toolbar's status line announces it.
export function LoadingSpinner() {
  return (
    <div className="loading-spinner" aria-hidden="true">
      <span className="loading-spinner__ring" />
    </div>
  );
}
