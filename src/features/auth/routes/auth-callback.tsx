export function Component() {
  return (
    <main className="container py-12">
      <h1 className="text-3xl font-bold">Processing Login</h1>
    </main>
  )
}
