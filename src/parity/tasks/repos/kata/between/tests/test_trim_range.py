from kata_between.trim_range import trim_range


def test_trim_range_0():
    assert trim_range(2, 3, 9) == False


def test_trim_range_1():
    assert trim_range(3, 3, 9) == True


def test_trim_range_2():
    assert trim_range(4, 3, 9) == True


def test_trim_range_3():
    assert trim_range(8, 3, 9) == True


def test_trim_range_4():
    assert trim_range(9, 3, 9) == False


def test_trim_range_5():
    assert trim_range(10, 3, 9) == False
