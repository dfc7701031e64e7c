from kata_mean.trim_level import trim_level


def test_trim_level_0():
    assert trim_level([]) == 0


def test_trim_level_1():
    assert trim_level([15, 29]) == 22


def test_trim_level_2():
    assert trim_level([29, 8, 12, 6, 1]) == 11


def test_trim_level_3():
    assert trim_level([16, 15, 27, 2, 27]) == 17


def test_trim_level_4():
    assert trim_level([4, 12]) == 8


def test_trim_level_5():
    assert trim_level([29, 21, 14, 2, 7, 7]) == 13
