export default function LandingPage() {
  return (
    <main>
      <h1>SR&amp;ED Workspace</h1>
    </main>
  );
}
