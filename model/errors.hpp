// The errors of every layer are the public API's (include/chessy/errors.hpp): what a
// caller of the library catches is what the code below throws.
#pragma once
#include "chessy/errors.hpp"
