from kata_max_gap.trim_level import trim_level


def test_trim_level_0():
    assert trim_level([4, 9, 16, 22, 29, 30]) == 7


def test_trim_level_1():
    assert trim_level([1, 5, 8, 13, 29]) == 16


def test_trim_level_2():
    assert trim_level([1, 26, 27, 28]) == 25


def test_trim_level_3():
    assert trim_level([9, 13, 16, 30]) == 14


def test_trim_level_4():
    assert trim_level([18]) == 0


def test_trim_level_5():
    assert trim_level([7, 11, 28]) == 17
