from kata_balance.core import helmet


def test_helmet_0():
    assert helmet([]) == 0


def test_helmet_1():
    assert helmet([15]) == -1


def test_helmet_2():
    assert helmet([18, 18]) == 2


def test_helmet_3():
    assert helmet([0, 5, 8, 15, 16, 8, 16]) == 3


def test_helmet_4():
    assert helmet([11, 19, 13]) == -3


def test_helmet_5():
    assert helmet([2]) == 1
