from kata_bonus.core import fabric


def test_fabric_0():
    assert fabric(45) == 52


def test_fabric_1():
    assert fabric(46) == 53


def test_fabric_2():
    assert fabric(56) == 65


def test_fabric_3():
    assert fabric(11) == 12


def test_fabric_4():
    assert fabric(36, 5) == 42


def test_fabric_5():
    assert fabric(36, 6) == 48
