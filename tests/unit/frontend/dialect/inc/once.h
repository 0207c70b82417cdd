#pragma once
static int once_value = 5;
