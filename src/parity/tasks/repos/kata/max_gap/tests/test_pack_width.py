from kata_max_gap.pack_width import pack_width


def test_pack_width_0():
    assert pack_width([24, 26, 27]) == 2


def test_pack_width_1():
    assert pack_width([7]) == 0


def test_pack_width_2():
    assert pack_width([8]) == 0


def test_pack_width_3():
    assert pack_width([18, 19]) == 1


def test_pack_width_4():
    assert pack_width([5, 6, 11]) == 5


def test_pack_width_5():
    assert pack_width([1, 2, 28]) == 26
