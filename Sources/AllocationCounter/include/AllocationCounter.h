#ifndef LAYOUTDBG_ALLOCATION_COUNTER_H
#define LAYOUTDBG_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The heap allocations this process has made so far (malloc, calloc, realloc and the aligned forms), or
/// UINT64_MAX where they are not counted: only Linux with glibc interposes the allocator (AllocationCounter.c).
uint64_t layoutdbg_allocation_count(void);

#endif
