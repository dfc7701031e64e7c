from kata_balance.core import fabric


def test_fabric_0():
    assert fabric([6]) == 1


def test_fabric_1():
    assert fabric([8, 0, 7, 15, 13]) == -1


def test_fabric_2():
    assert fabric([10, 16, 4, 15, 4, 2]) == 4


def test_fabric_3():
    assert fabric([6, 11, 10, 9]) == 0


def test_fabric_4():
    assert fabric([13]) == -1


def test_fabric_5():
    assert fabric([16]) == 1
