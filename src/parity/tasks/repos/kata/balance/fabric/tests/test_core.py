from kata_balance.core import fabric


def test_fabric_0():
    assert fabric([1]) == -1


def test_fabric_1():
    assert fabric([4, 13]) == 0


def test_fabric_2():
    assert fabric([15, 5, 13, 5]) == -4


def test_fabric_3():
    assert fabric([6, 13, 5, 1]) == -2


def test_fabric_4():
    assert fabric([10, 5, 13, 1, 15, 3]) == -4


def test_fabric_5():
    assert fabric([6]) == 1
