from kata_mean.core import fabric


def test_fabric_0():
    assert fabric([]) == 0


def test_fabric_1():
    assert fabric([20, 23, 30, 28, 10]) == 22


def test_fabric_2():
    assert fabric([22, 27, 5, 4, 0]) == 11


def test_fabric_3():
    assert fabric([5, 7, 25, 0]) == 9


def test_fabric_4():
    assert fabric([23, 10, 6, 15, 25, 17]) == 16


def test_fabric_5():
    assert fabric([16, 9, 22, 19, 6]) == 14
