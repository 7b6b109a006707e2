// The region engine built with -mpopcnt (CMakeLists.txt, x86-64 only), for CPUs that
// have the instruction: region_search.cpp chooses at run time.
#if defined(__x86_64__) && defined(__POPCNT__)
#define CHESSY_POPCNT_BUILD
#include "enumerate/regions/region_search.cpp"
#endif
