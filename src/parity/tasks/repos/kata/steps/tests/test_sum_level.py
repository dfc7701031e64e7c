from kata_steps.sum_level import sum_level


def test_sum_level_0():
    assert sum_level(6, 12) == [12, 16, 20]


def test_sum_level_1():
    assert sum_level(6, 13) == [12, 16, 20, 24]


def test_sum_level_2():
    assert sum_level(0, 6) == [0, 4, 8]


def test_sum_level_3():
    assert sum_level(6, 8) == [12]


def test_sum_level_4():
    assert sum_level(6, 11) == [12, 16, 20]


def test_sum_level_5():
    assert sum_level(0, 10, 4) == [0, 8, 16]
