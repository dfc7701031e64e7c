from kata_discount.trim_range import trim_range


def test_trim_range_0():
    assert trim_range(20, 7) == 140


def test_trim_range_1():
    assert trim_range(34, 11) == 312


def test_trim_range_2():
    assert trim_range(10, 11) == 92


def test_trim_range_3():
    assert trim_range(31, 1) == 31


def test_trim_range_4():
    assert trim_range(13, 12) == 130


def test_trim_range_5():
    assert trim_range(20, 8) == 134
