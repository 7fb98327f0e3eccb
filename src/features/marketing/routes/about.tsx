export function Component() {
  return (
    <main className="container py-12">
      <h1 className="text-3xl font-bold">About</h1>
    </main>
  )
}
