from kata_mean.check_limit import check_limit


def test_check_limit_0():
    assert check_limit([]) == 0


def test_check_limit_1():
    assert check_limit([26, 3, 9]) == 12


def test_check_limit_2():
    assert check_limit([4, 11, 1, 23, 0]) == 7


def test_check_limit_3():
    assert check_limit([19, 29, 26, 12, 0, 13]) == 16


def test_check_limit_4():
    assert check_limit([26, 13]) == 19


def test_check_limit_5():
    assert check_limit([14, 9, 26, 0, 5]) == 10
