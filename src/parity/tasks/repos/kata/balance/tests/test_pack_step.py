from kata_balance.pack_step import pack_step


def test_pack_step_0():
    assert pack_step([1, 1, 6, 16, 3, 17]) == -2


def test_pack_step_1():
    assert pack_step([]) == 0


def test_pack_step_2():
    assert pack_step([11, 10]) == 0


def test_pack_step_3():
    assert pack_step([0, 6, 8]) == 3


def test_pack_step_4():
    assert pack_step([3, 4]) == 0


def test_pack_step_5():
    assert pack_step([3, 0, 0, 20, 19]) == 1
