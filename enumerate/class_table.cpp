#include "enumerate/class_table.hpp"

namespace chessy {

ClassTable::Key ClassTable::key_of(const Solution& least) {
  return Key(reinterpret_cast<const char*>(least.data()), least.size() * sizeof(Placed));
}

}  // namespace chessy
