// Counts the benchmark process's heap allocations, for the performance issue's "allocations per node" (docs/performance.md).
//
// On Linux with glibc, a program that defines `malloc` and its relatives replaces them for every library in the
// process (ELF symbol interposition, the mechanism jemalloc and tcmalloc use); each definition here counts and then
// calls glibc's own allocator by its exported `__libc_` name, so no allocation changes and nothing here allocates.
// `free` is not replaced: glibc's frees what its own allocator returned. Elsewhere (macOS) nothing is replaced and
// the count reads as unknown.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Relaxed: a count, read after the work it counts has finished.
static _Atomic uint64_t allocations;

static inline void count(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count();
    return __libc_calloc(count_, size);
}

// A buffer that grows by realloc allocates each time it moves; counted as one allocation per call.
void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // POSIX: a power of two that is a multiple of sizeof(void *), else EINVAL and *result untouched.
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

uint64_t layoutdbg_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

#else

uint64_t layoutdbg_allocation_count(void) { return UINT64_MAX; }

#endif
