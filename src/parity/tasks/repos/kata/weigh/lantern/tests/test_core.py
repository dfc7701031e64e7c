from kata_weigh.core import lantern


def test_lantern_0():
    assert lantern([3, 12, 10]) == 69


def test_lantern_1():
    assert lantern([12, 4, 1]) == 41


def test_lantern_2():
    assert lantern([2, 7, 0]) == 23


def test_lantern_3():
    assert lantern([10, 7, 0, 10]) == 81


def test_lantern_4():
    assert lantern([8, 9, 12]) == 87


def test_lantern_5():
    assert lantern([5, 6]) == 23
