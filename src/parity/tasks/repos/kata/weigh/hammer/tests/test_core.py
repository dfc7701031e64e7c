from kata_weigh.core import hammer


def test_hammer_0():
    assert hammer([3, 8, 3, 3, 7]) == 32


def test_hammer_1():
    assert hammer([3]) == 3


def test_hammer_2():
    assert hammer([8]) == 16


def test_hammer_3():
    assert hammer([9, 3]) == 21


def test_hammer_4():
    assert hammer([9, 8, 10, 9, 6]) == 78


def test_hammer_5():
    assert hammer([6, 10, 4, 10, 12]) == 74
